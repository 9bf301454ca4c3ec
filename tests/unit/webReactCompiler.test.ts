import { describe, expect, it } from 'vitest';
import { reactCompiler } from '../../web/build/reactCompiler';

/** The plugin's transform hook, called as Vite calls it. */
async function transformed(code: string, id: string): Promise<string | null> {
  const plugin = reactCompiler();
  const transform = plugin.transform as (code: string, id: string) => Promise<{ code: string } | null>;
  return (await transform.call({}, code, id))?.code ?? null;
}

const FILTER_BAR = `import { useState } from 'react';
import { Button } from '@fluentui/react-components';
export function FilterBar({ onApply }: { onApply: () => void }) {
  const [open, setOpen] = useState(false);
  return <div><Button onClick={() => setOpen(!open)}>Filters</Button><Button onClick={onApply}>Filter Tickets</Button></div>;
}
`;

describe('React Compiler in the build', () => {
  it('memoises the elements of a component of ours by what each depends on', async () => {
    const code = await transformed(FILTER_BAR, '/repo/web/src/components/FilterBar.tsx');
    expect(code).toContain('from "react/compiler-runtime"');
    // The 'Filter Tickets' button is made again only when onApply changes.
    expect(code).toMatch(
      /if \(\$\[\d+\] !== onApply\) \{\s*\w+ = <Button onClick=\{onApply\}>Filter Tickets<\/Button>;/,
    );
  });

  it('compiles hooks in .ts files that import React', async () => {
    const hook = `import { useMemo } from 'react';
export function useDoubled(values: number[]) {
  return useMemo(() => values.map((value) => value * 2), [values]);
}
`;
    expect(await transformed(hook, '/repo/web/src/hooks/useDoubled.ts')).toContain('react/compiler-runtime');
  });

  it('leaves plain modules, other folders and packages alone', async () => {
    expect(
      await transformed('export const double = (n: number) => n * 2;\n', '/repo/web/src/lib/double.ts'),
    ).toBeNull();
    expect(await transformed(FILTER_BAR, '/repo/shared/domain/FilterBar.tsx')).toBeNull();
    expect(await transformed(FILTER_BAR, '/repo/node_modules/pkg/web/src/FilterBar.tsx')).toBeNull();
  });

  it('leaves a component that breaks the Rules of React as it was written', async () => {
    const readsRefInRender = `import { useRef } from 'react';
export function Counter() {
  const renders = useRef(0);
  renders.current += 1;
  return <span>{renders.current}</span>;
}
`;
    const code = await transformed(readsRefInRender, '/repo/web/src/components/Counter.tsx');
    expect(code ?? '').not.toContain('react/compiler-runtime');
  });
});

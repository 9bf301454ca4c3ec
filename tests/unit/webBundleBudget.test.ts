import { describe, expect, it } from 'vitest';
import { type Manifest, measureBundle } from '../../web/scripts/check-bundle-budget';

const KB = 1024;

describe('bundle budget', () => {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_vendor.js'],
      dynamicImports: ['src/A.tsx', 'src/B.tsx'],
    },
    '_vendor.js': { file: 'assets/vendor.js' },
    '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
    'src/A.tsx': { file: 'assets/A.js', src: 'src/A.tsx', isDynamicEntry: true, imports: ['_shared.js', '_vendor.js'] },
    'src/B.tsx': { file: 'assets/B.js', src: 'src/B.tsx', isDynamicEntry: true, imports: ['_shared.js'] },
  };

  /** The gzipped size of each file: entry 4 KB, vendor 150 KB, route A 10 KB, the shared chunk and route B as given. */
  const gzipSizes = (sharedKb: number, routeBKb: number) => {
    const kb: Record<string, number> = {
      'assets/index.js': 4,
      'assets/vendor.js': 150,
      'assets/shared.js': sharedKb,
      'assets/A.js': 10,
      'assets/B.js': routeBKb,
    };
    return (file: string) => kb[file] * KB;
  };

  it('counts a route with the static imports only it uses, and a shared chunk once', () => {
    const report = measureBundle(manifest, gzipSizes(30, 80));
    expect(report.initial.gzipBytes).toBe(154 * KB);
    expect(report.routes.map((route) => [route.name, route.gzipBytes])).toEqual([
      ['src/A.tsx', 10 * KB],
      ['src/B.tsx', 80 * KB],
    ]);
    expect(report.shared.map((chunk) => [chunk.name, chunk.gzipBytes])).toEqual([['assets/shared.js', 30 * KB]]);
    expect(report.firstVisit.map((route) => route.gzipBytes)).toEqual([40 * KB, 110 * KB]);
    expect(report.failures).toEqual([]);
  });

  it('fails a route or a shared chunk over 100 KB', () => {
    const report = measureBundle(manifest, gzipSizes(101, 120));
    expect(report.failures).toEqual([
      'Route chunk src/B.tsx is 120.0 KB gzipped, over the 100.0 KB budget',
      'Shared chunk assets/shared.js is 101.0 KB gzipped, over the 100.0 KB budget',
    ]);
  });

  it("holds the reply editor's lazy chunk to its own budget, and only that chunk", () => {
    const editor: Manifest = {
      ...manifest,
      'index.html': { ...manifest['index.html'], dynamicImports: ['src/A.tsx', 'src/components/RichTextEditor.tsx'] },
      'src/components/RichTextEditor.tsx': {
        file: 'assets/Editor.js',
        src: 'src/components/RichTextEditor.tsx',
        isDynamicEntry: true,
      },
    };
    const sizes = (editorKb: number) => (file: string) =>
      file === 'assets/Editor.js' ? editorKb * KB : file === 'assets/A.js' ? 120 * KB : KB;
    expect(measureBundle(editor, sizes(130)).failures).toEqual([
      'Route chunk src/A.tsx is 120.0 KB gzipped, over the 100.0 KB budget',
    ]);
    expect(measureBundle(editor, sizes(141)).failures).toContain(
      'Route chunk src/components/RichTextEditor.tsx is 141.0 KB gzipped, over the 140.0 KB budget',
    );
  });

  it('fails when the initial JS is over 200 KB', () => {
    const report = measureBundle(manifest, (file) => (file === 'assets/vendor.js' ? 200 * KB : KB));
    expect(report.failures).toEqual(['Initial JS is 201.0 KB gzipped, over the 200.0 KB budget']);
  });
});

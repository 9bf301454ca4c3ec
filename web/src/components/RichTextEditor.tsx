import {
  Button,
  Field,
  Input,
  Label,
  makeStyles,
  mergeClasses,
  Toolbar,
  ToolbarToggleButton,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { LinkRegular } from '@fluentui/react-icons/svg/link';
import { TextBoldRegular } from '@fluentui/react-icons/svg/text-bold';
import { TextBulletListLtrRegular } from '@fluentui/react-icons/svg/text-bullet-list-ltr';
import { TextItalicRegular } from '@fluentui/react-icons/svg/text-italic';
import { TextNumberListLtrRegular } from '@fluentui/react-icons/svg/text-number-list-ltr';
import { MESSAGE_LINK_REL, MESSAGE_LINK_SCHEMES } from '@shared/domain/richText';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type FormEvent, type ReactElement, useEffect, useId, useRef, useState } from 'react';
import { AppDialog } from '@/components/AppDialog';

/**
 * The reply editor (issue 21 item 15): tiptap's StarterKit cut down to what a stored message keeps
 * (shared/domain/richText.ts): paragraphs, line breaks, bold, italic, lists and links. Its keyboard
 * shortcuts (Ctrl+B, Ctrl+I, Ctrl+Shift+7/8) come with StarterKit. The value is HTML; an empty
 * editor gives ''. Load it lazily: tiptap and ProseMirror are the larger part of the composer.
 */

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  frame: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus-within': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}` },
  },
  disabled: { opacity: 0.6 },
  toolbar: { borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  content: {
    '& .tiptap': {
      minHeight: '7.5em',
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
      outline: 'none',
      overflowWrap: 'anywhere',
    },
    '& .tiptap p': { margin: `0 0 ${tokens.spacingVerticalXS}` },
  },
});

const linkIsAllowed = (href: string) => MESSAGE_LINK_SCHEMES.test(href.trim());

export interface RichTextEditorProps {
  /** The accessible name of the editing area (a textbox), shown above it. */
  label: string;
  value: string;
  onChange(html: string): void;
  disabled?: boolean;
}

interface ToolState {
  bold: boolean;
  italic: boolean;
  bulletList: boolean;
  orderedList: boolean;
  link: boolean;
}

export function RichTextEditor({ label, value, onChange, disabled = false }: RichTextEditorProps) {
  const styles = useStyles();
  const labelId = useId();
  // What the editor last reported: a value that differs came from outside (a canned text, a reset).
  const emitted = useRef(value);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkHref, setLinkHref] = useState('');
  const [linkError, setLinkError] = useState('');

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        blockquote: false,
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          HTMLAttributes: { rel: MESSAGE_LINK_REL, target: '_blank' },
          isAllowedUri: (url) => linkIsAllowed(url),
        },
      }),
    ],
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      emitted.current = html;
      onChange(html);
    },
  });

  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    // Without `false` tiptap reports an update (its mount included): the agent desk took that for typing.
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  const active = useEditorState<ToolState>({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
    }),
  });

  function openLink() {
    if (!editor) return;
    setLinkHref((editor.getAttributes('link').href as string | undefined) ?? '');
    setLinkError('');
    setLinkOpen(true);
  }

  function applyLink(event: FormEvent) {
    event.preventDefault();
    // React events bubble through the portal: the composer's own form must not see this submit.
    event.stopPropagation();
    if (!editor) return;
    const href = linkHref.trim();
    // Checked before the editor is touched: a chain focuses the editor, which would end the dialog.
    if (href && !linkIsAllowed(href)) {
      setLinkError('Enter an address starting with https://, http:// or mailto:');
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!href) {
      chain.unsetLink().run();
    } else if (editor.state.selection.empty && !editor.isActive('link')) {
      // With nothing selected the address itself becomes the link's text.
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    setLinkOpen(false);
  }

  const tool = (name: keyof ToolState, title: string, icon: ReactElement, run: () => void) => (
    <Tooltip content={title} relationship="description" withArrow>
      <ToolbarToggleButton
        appearance="subtle"
        aria-label={title}
        aria-pressed={active?.[name] ?? false}
        name="format"
        value={name}
        icon={icon}
        disabled={disabled || !editor}
        // The editor keeps focus: tiptap hands it back only on the next frame, so keys typed at once
        // would land on the button (and the agent desk's one-key shortcuts).
        onMouseDown={(event) => event.preventDefault()}
        onClick={run}
      />
    </Tooltip>
  );

  return (
    <div className={styles.root}>
      <Label id={labelId} disabled={disabled}>
        {label}
      </Label>
      <div className={mergeClasses(styles.frame, disabled && styles.disabled)}>
        <Toolbar
          aria-label="Text formatting"
          size="small"
          className={styles.toolbar}
          checkedValues={{ format: (Object.keys(active ?? {}) as (keyof ToolState)[]).filter((key) => active?.[key]) }}
        >
          {tool('bold', 'Bold', <TextBoldRegular />, () => editor?.chain().focus().toggleBold().run())}
          {tool('italic', 'Italic', <TextItalicRegular />, () => editor?.chain().focus().toggleItalic().run())}
          {tool('bulletList', 'Bulleted list', <TextBulletListLtrRegular />, () =>
            editor?.chain().focus().toggleBulletList().run(),
          )}
          {tool('orderedList', 'Numbered list', <TextNumberListLtrRegular />, () =>
            editor?.chain().focus().toggleOrderedList().run(),
          )}
          {tool('link', 'Link', <LinkRegular />, openLink)}
        </Toolbar>
        <EditorContent editor={editor} className={styles.content} />
      </div>
      <AppDialog
        open={linkOpen}
        onClose={() => setLinkOpen(false)}
        title="Link"
        onSubmit={applyLink}
        actions={
          <>
            <Button type="submit" appearance="primary">
              Apply
            </Button>
            <Button type="button" onClick={() => setLinkOpen(false)}>
              Cancel
            </Button>
          </>
        }
      >
        <Field
          label="Link address"
          hint="Leave empty to remove the link."
          validationState={linkError ? 'error' : 'none'}
          validationMessage={linkError || undefined}
        >
          <Input
            type="url"
            value={linkHref}
            placeholder="https://"
            onChange={(_event, data) => setLinkHref(data.value)}
          />
        </Field>
      </AppDialog>
    </div>
  );
}

export default RichTextEditor;

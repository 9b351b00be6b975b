import { Input } from '@mantine/core';
import { DEFAULT_LABELS, Link, RichTextEditor } from '@mantine/tiptap';
import '@mantine/tiptap/styles.css';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The console's rich-text editor (tiptap through @mantine/tiptap), for a news body and a course's
 * content. Only what the server's sanitiser keeps (news.sanitize.ts, also used for courses) can be typed: paragraphs, bold, italic, underline, strike,
 * headings 2-4, lists, quotes and links; code, code blocks and rules are switched off so the
 * preview never loses something the editor showed. Lives in the console chunk only.
 */
export function RichTextField({
  label,
  description,
  value,
  onChange,
  error,
}: {
  label: string;
  description?: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  const editor = useEditor({
    shouldRerenderOnTransaction: true,
    extensions: [
      StarterKit.configure({ link: false, code: false, codeBlock: false, horizontalRule: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({ openOnClick: false, protocols: ['mailto', 'tel'] }),
    ],
    content: value,
    editorProps: {
      attributes: {
        'aria-labelledby': `${id}-label`,
        ...(description || error
          ? { 'aria-describedby': [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ') }
          : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const labels = {
    ...DEFAULT_LABELS,
    boldControlLabel: t('rte.bold'),
    italicControlLabel: t('rte.italic'),
    underlineControlLabel: t('rte.underline'),
    h2ControlLabel: t('rte.h2'),
    h3ControlLabel: t('rte.h3'),
    bulletListControlLabel: t('rte.bulletList'),
    orderedListControlLabel: t('rte.orderedList'),
    blockquoteControlLabel: t('rte.blockquote'),
    linkControlLabel: t('rte.link'),
    unlinkControlLabel: t('rte.unlink'),
    undoControlLabel: t('rte.undo'),
    redoControlLabel: t('rte.redo'),
    linkEditorInputLabel: t('rte.linkUrl'),
    linkEditorInputPlaceholder: 'https://',
    linkEditorExternalLink: t('rte.linkExternal'),
    linkEditorInternalLink: t('rte.linkInternal'),
    linkEditorSave: t('rte.linkSave'),
  };
  return (
    <div>
      <Input.Label id={`${id}-label`} onClick={() => editor?.commands.focus()}>
        {label}
      </Input.Label>
      {description && (
        <Input.Description id={`${id}-description`} mb={4}>
          {description}
        </Input.Description>
      )}
      <RichTextEditor editor={editor} labels={labels}>
        <RichTextEditor.Toolbar aria-label={t('rte.toolbar')}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={220} />
      </RichTextEditor>
      {error && (
        <Input.Error id={`${id}-error`} mt={4}>
          {error}
        </Input.Error>
      )}
    </div>
  );
}

import { WIDGET_PARAMS } from '../../schemas/widget-params';
import { defineWidget } from '../../registry/define';
import { RichTextWidget } from './RichText.widget';

/**
 * Registry entry of RichText. No `query`: the snippet is read on the server by the widget itself
 * (cms-adapters/server's memo, dropped by a publish), and the widgets inside it prefetch their own.
 */
export const richTextWidget = defineWidget({
  name: 'RichText',
  params: WIDGET_PARAMS.RichText,
  Component: RichTextWidget,
});

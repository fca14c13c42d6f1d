import { t, type MessageKey } from './i18n';

type TextSource = MessageKey | ((...args: never[]) => string);
type Texts<T extends Record<string, TextSource>> = { readonly [K in keyof T]: T[K] extends MessageKey ? string : T[K] };

/**
 * A feature's texts as an object of message keys whose properties read the active language's text
 * when used (`messages.title`), so components and tests keep reading `featureMessages.x`; texts
 * with values are functions calling `t` themselves. The app re-renders its whole tree when the
 * language changes (LocaleProvider), so each read is current.
 */
export function texts<const T extends Record<string, TextSource>>(sources: T): Texts<T> {
  const object = {};
  for (const [name, source] of Object.entries(sources)) {
    Object.defineProperty(
      object,
      name,
      typeof source === 'function' ? { enumerable: true, value: source } : { enumerable: true, get: () => t(source as MessageKey) },
    );
  }
  return object as Texts<T>;
}

'use client';

import { FormattedMessage, useIntl } from 'react-intl';
import { DEFAULT_LOGO_CONFIG, type ConfigDocument } from '../../schemas/cms';
import { ConfigEditor, type ConfigEditorApi } from './ConfigEditor';
import { TextInput } from './fields';

type LogoDoc = ConfigDocument<'logo-config'>;

function LogoBody({ doc, setDoc, writable, errors }: ConfigEditorApi<LogoDoc>) {
  const intl = useIntl();
  const set = (field: 'mobile' | 'full', value: string) => setDoc((d) => ({ ...d, logoUrl: { ...d.logoUrl, [field]: value } }));
  return (
    <section className="bo-panel" aria-labelledby="bo-logo-heading">
      <h2 id="bo-logo-heading">
        <FormattedMessage id="backoffice.cms.logo.heading" />
      </h2>
      <p className="bo-hint">
        <FormattedMessage id="backoffice.cms.logo.hint" />
      </p>
      {(['full', 'mobile'] as const).map((field) => (
        <div key={field} className="bo-form-grid">
          <TextInput
            label={<FormattedMessage id={`backoffice.cms.logo.${field}`} />}
            value={doc.logoUrl[field]}
            readOnly={!writable}
            maxLength={2000}
            error={errors[`logoUrl.${field}`]}
            onChange={(v) => set(field, v)}
          />
          {/* The preview: what the header shows (a path of the site or an http(s) address). */}
          {doc.logoUrl[field] && !errors[`logoUrl.${field}`] && (
            <img
              src={doc.logoUrl[field]}
              alt={intl.formatMessage({ id: 'backoffice.cms.logo.preview' }, { which: intl.formatMessage({ id: `backoffice.cms.logo.${field}` }) })}
              height={30}
              style={{ background: '#14121f', padding: 8, borderRadius: 8, maxWidth: '100%' }}
              data-testid={`logo-preview-${field}`}
            />
          )}
        </div>
      ))}
    </section>
  );
}

/** logo-config (spec P7 `logoUrl`): the header's logo on narrow screens (mobile) and elsewhere (full). */
export function LogoPage() {
  return (
    <>
      <h1>
        <FormattedMessage id="backoffice.nav.logo" />
      </h1>
      <ConfigEditor<LogoDoc> name="logo-config" locale={null} empty={DEFAULT_LOGO_CONFIG}>
        {(api) => <LogoBody {...api} />}
      </ConfigEditor>
    </>
  );
}

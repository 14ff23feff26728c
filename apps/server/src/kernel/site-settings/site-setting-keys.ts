/** Keys of the site_settings rows the catalogue reads (values are JSON; HTML pages are JSON strings). */
export const SiteSettingKey = {
  /** {contacts, cooperations, friends, qrcode, records} */
  footer: 'footer',
  /** {about, question, service, private, upload_statement, copyright_statement}: HTML strings */
  configInfo: 'config_info',
  /** HTML string shown before a material download */
  downloadStatement: 'download_statement',
  /** {qq, email, phone, wechat, qrcode, hours} */
  contactInfo: 'contact_info',
  /** HTML string; read by GET /api/register (account slice) */
  registerAgreement: 'register_agreement',
  /** [{title, image, link, enabled}] home banner slides, in order (edited in the back office) */
  homeBanners: 'home_banners',
  /** {desc (HTML), url, image, title, itemdesc}: the 我的上传 home (001 §2.7); read by the creator slice */
  putConfig: 'put_config',
  /** Marker: the demo data version already created (outside production only). */
  demoDataVersion: 'demo_data_version',
} as const;

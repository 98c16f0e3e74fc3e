// The catalogue's own bilingual operation titles (shared/catalogue), picked for the active locale.
import { useIntl } from 'react-intl';
import { CATALOGUE, type OperationId } from '../../../shared/catalogue';

export function useOperationTitle(): (operation: OperationId) => string {
  const { locale } = useIntl();
  return (operation) => {
    const title = CATALOGUE[operation].title;
    return locale === 'zh-CN' ? title.zh : title.en;
  };
}

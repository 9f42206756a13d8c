// Reference data for realistic scenarios (copied from shared/data/kenya.json so the app builds on its own).
import data from './data/kenya.json';

export interface KenyaCounty {
  CountyNo: string;
  countyName: string;
  towns: string[];
}
export interface KenyaCategory {
  Code: string;
  Description: string;
  categoryType: 'Individual' | 'Corporate';
  CanApply: boolean;
}

export const kenya = data as unknown as {
  counties: KenyaCounty[];
  universities: string[];
  givenNames: { female: string[]; male: string[] };
  surnames: string[];
  disciplines: string[];
  titles: string[];
  membershipCategories: KenyaCategory[];
  countries: Array<{ code: string; displayName: string }>;
};

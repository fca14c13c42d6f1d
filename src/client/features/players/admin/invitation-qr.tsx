import { QrCode } from '@/client/components/ui/qr-code';

/** The invitation link as a QR code to scan at the club (components/ui/qr-code.tsx draws it). */
export function InvitationQr({ url, label, className }: { url: string; label: string; className?: string }) {
  return <QrCode url={url} label={label} className={className} testId="invitation-qr" />;
}

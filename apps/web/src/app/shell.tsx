import {
  Anchor,
  Box,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { BREAKPOINT_SMALL_PX } from '@portal/domain';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { OfflineBanner } from '../components/offline-banner';
import { useSession } from '../session/session-context';
import { useSalesYear } from '../api/sales-year';
import { isActive, MENU, partnerEntries } from './menu';
import { mayOpen, SEARCH_ACCESS } from './page-access';

const MAIN_ID = 'main-content';

/** The skip link moves the focus itself: a fragment would enter the router's history. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById(MAIN_ID)?.focus();
}

/** Top bar with the menu, Search, the user's name and Log out; under 1000 px they fold behind Menu. */
export function Shell({ children }: { children: ReactNode }) {
  const { me, access, signOut } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const small = useMediaQuery(`(max-width: ${BREAKPOINT_SMALL_PX - 1}px)`);
  const [drawerOpen, drawer] = useDisclosure(false);
  const salesYear = useSalesYear();
  if (!me) return null;

  // A partner's own company pages come right after the home; they win the active mark over Companies.
  const partner = partnerEntries(me, access, salesYear.data).map((entry) => ({
    label: entry.label,
    to: entry.to,
    active: entry.matches(pathname),
  }));
  const partnerActive = partner.some((entry) => entry.active);
  const [home, ...rest] = MENU.filter((entry) => entry.visible(me, access)).map((entry) => ({
    label: entry.label,
    to: entry.to,
    active: !partnerActive && isActive(entry, pathname),
  }));
  const entries = [...(home ? [home] : []), ...partner, ...rest];
  const canSearch = mayOpen(access, SEARCH_ACCESS);
  const name = [me.first, me.last].filter(Boolean).join(' ') || me.email;
  const logOut = async () => {
    drawer.close();
    await signOut();
    navigate('/login');
  };

  const links = entries.map(({ active, ...entry }) => {
    return (
      <Anchor
        key={entry.label}
        component={Link}
        to={entry.to}
        onClick={drawer.close}
        c={small ? 'dark' : 'white'}
        underline="never"
        className={active ? 'nav-link-active' : undefined}
        aria-current={active ? 'page' : undefined}
        fw={active ? 700 : 400}
      >
        {entry.label}
      </Anchor>
    );
  });
  const search = canSearch && (
    <Button component={Link} to="/search" variant={small ? 'light' : 'white'} size="xs" onClick={drawer.close}>
      Search
    </Button>
  );
  const profile = (
    <Anchor component={Link} to={`/company/ANY/user/${me.user_id}`} c={small ? 'dark' : 'white'} onClick={drawer.close}>
      {name}
    </Anchor>
  );
  const logOutButton = (
    <UnstyledButton onClick={logOut} c={small ? 'red' : 'white'} fw={500}>
      Log out
    </UnstyledButton>
  );

  return (
    <Box mih="100vh">
      <a className="skip-link" href={`#${MAIN_ID}`} onClick={skipToContent}>
        Skip to content
      </a>
      <Box
        component="header"
        className="app-header"
        bg="green.9"
        c="white"
        py="xs"
        style={{ position: 'sticky', top: 0, zIndex: 100 }}
      >
        <Container size="xl">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="lg" wrap="nowrap">
              <Text component={Link} to="/contracts" fw={800} c="yellow.4" style={{ textDecoration: 'none' }}>
                Enogen Portal
              </Text>
              {!small && (
                <Group component="nav" aria-label="Main" gap="md">
                  {links}
                </Group>
              )}
            </Group>
            {small ? (
              <Group gap={6} wrap="nowrap">
                <Text size="sm">Menu</Text>
                <Burger opened={drawerOpen} onClick={drawer.toggle} color="white" size="sm" aria-label="Menu" />
              </Group>
            ) : (
              <Group gap="md" wrap="nowrap">
                {search}
                {profile}
                {logOutButton}
              </Group>
            )}
          </Group>
        </Container>
      </Box>
      <Drawer opened={drawerOpen && Boolean(small)} onClose={drawer.close} position="right" size="xs" title="Menu">
        <Stack component="nav" aria-label="Main">
          {links}
          <Divider />
          {search}
          {profile}
          {logOutButton}
        </Stack>
      </Drawer>
      <Container size="xl" py="lg" component="main" id={MAIN_ID} tabIndex={-1}>
        <OfflineBanner />
        {children}
      </Container>
    </Box>
  );
}

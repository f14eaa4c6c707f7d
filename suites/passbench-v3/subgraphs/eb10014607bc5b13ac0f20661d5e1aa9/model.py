import torch


class GraphModule(torch.nn.Module):
    def forward(self, x: torch.Tensor, hidden_states_8: torch.Tensor):
        x_1 = torch.nn.functional.max_pool2d(x, kernel_size=[2, 2], stride=[2, 2], ceil_mode=False)
        x_2 = x_1.permute(0, 2, 3, 1)
        x_1 = None
        hidden_state_5 = torch._C._nn.pad(hidden_states_8, (0, 0, 0, 0, 0, 0), "constant", None)
        hidden_state_6 = hidden_state_5.view(1, 32, 8, 32, 8, 96)
        hidden_state_5 = None
        permute_6 = hidden_state_6.permute(0, 1, 3, 2, 4, 5)
        hidden_state_6 = None
        return (permute_6, x_2)

import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_6: torch.Tensor, hidden_states_22: torch.Tensor):
        x_7 = torch.nn.functional.max_pool2d(x_6, kernel_size=[2, 2], stride=[2, 2], ceil_mode=False)
        x_8 = x_7.permute(0, 2, 3, 1)
        x_7 = None
        hidden_state_15 = torch._C._nn.pad(hidden_states_22, (0, 0, 0, 0, 0, 0), "constant", None)
        hidden_state_16 = hidden_state_15.view(1, 7, 4, 7, 4, 192)
        hidden_state_15 = None
        permute_14 = hidden_state_16.permute(0, 1, 3, 2, 4, 5)
        hidden_state_16 = None
        return (permute_14, x_8)

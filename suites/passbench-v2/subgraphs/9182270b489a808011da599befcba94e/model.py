import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_62: torch.Tensor, query_states_24: torch.Tensor):
        value_states_24 = transpose_62.contiguous()
        view_88 = query_states_24.view(1, 7, 8, 64)
        transpose_63 = view_88.transpose(1, 2)
        view_88 = None
        return (transpose_63, value_states_24)

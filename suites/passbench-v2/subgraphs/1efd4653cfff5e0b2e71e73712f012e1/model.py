import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_34: torch.Tensor, query_states_12: torch.Tensor):
        value_states_12 = transpose_34.contiguous()
        view_56 = query_states_12.view(1, 64, 6, 64)
        transpose_35 = view_56.transpose(1, 2)
        view_56 = None
        return (transpose_35, value_states_12)

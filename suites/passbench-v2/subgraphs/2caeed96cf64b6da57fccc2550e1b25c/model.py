import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_42: torch.Tensor, query_states_14: torch.Tensor):
        value_states_14 = transpose_42.contiguous()
        view_65 = query_states_14.view(1, 72, 6, 64)
        transpose_43 = view_65.transpose(1, 2)
        view_65 = None
        return (transpose_43, value_states_14)

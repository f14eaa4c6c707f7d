import torch


class GraphModule(torch.nn.Module):
    def forward(self, count_2: torch.Tensor, edge_index_i_1: torch.Tensor, x_j_1: torch.Tensor):
        count_3 = count_2.clamp(min=1)
        view_2 = edge_index_i_1.view((-1, 1))
        index_1 = view_2.expand_as(x_j_1)
        view_2 = None
        return (index_1, count_3)

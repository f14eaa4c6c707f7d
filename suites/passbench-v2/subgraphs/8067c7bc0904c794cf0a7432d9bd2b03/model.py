import torch


class GraphModule(torch.nn.Module):
    def forward(self, count_8: torch.Tensor, edge_index_i_4: torch.Tensor, x_j_4: torch.Tensor):
        count_9 = count_8.clamp(min=1)
        view_13 = edge_index_i_4.view((-1, 1))
        index_4 = view_13.expand_as(x_j_4)
        view_13 = None
        return (index_4, count_9)

import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, context_layer: torch.Tensor, value_position_scores_r_t: torch.Tensor):
        context_layer_1 = context_layer + value_position_scores_r_t
        permute_8 = context_layer_1.permute(0, 2, 1, 3)
        context_layer_1 = None
        context_layer_2 = permute_8.contiguous()
        permute_8 = None
        context_layer_3 = context_layer_2.view((1, 45, 32))
        context_layer_2 = None
        return (context_layer_3,)

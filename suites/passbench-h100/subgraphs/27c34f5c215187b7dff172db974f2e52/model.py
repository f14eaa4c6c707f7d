import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_mask_expanded: torch.Tensor, sum_embeddings: torch.Tensor):
        sum_mask = input_mask_expanded.sum(1)
        sum_mask_1 = torch.clamp(sum_mask, min=1e-09)
        sum_mask = None
        truediv = sum_embeddings / sum_mask_1
        sum_mask_1 = None
        output_vector = torch.cat([truediv], 1)
        truediv = None
        return (output_vector,)

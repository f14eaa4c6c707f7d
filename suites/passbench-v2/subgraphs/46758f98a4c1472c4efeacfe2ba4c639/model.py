import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, sum_1: torch.Tensor, text_features_2: torch.Tensor, is_valid: torch.Tensor):
        num_valid = sum_1.clamp(min=1.0)
        mul_4 = text_features_2 * is_valid
        sum_2 = mul_4.sum(dim=1)
        mul_4 = None
        pooled_text = sum_2 / num_valid
        num_valid = sum_2 = None
        return (pooled_text,)

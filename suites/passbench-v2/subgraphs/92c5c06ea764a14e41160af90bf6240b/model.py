import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_19: torch.Tensor, sampling_value_l_: torch.Tensor, sampling_value_l__1: torch.Tensor, sampling_value_l__2: torch.Tensor):
        attention_weights_2 = transpose_19.reshape(8, 1, 300, 12)
        stack_5 = torch.stack([sampling_value_l_, sampling_value_l__1, sampling_value_l__2], dim=-2)
        flatten_17 = stack_5.flatten(-2)
        stack_5 = None
        mul_254 = flatten_17 * attention_weights_2
        attention_weights_2 = flatten_17 = None
        sum_1 = mul_254.sum(-1)
        mul_254 = None
        output_2 = sum_1.view(1, 256, 300)
        sum_1 = None
        transpose_20 = output_2.transpose(1, 2)
        output_2 = None
        return (transpose_20,)

import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, transpose_209: torch.Tensor, sampling_value_l__15: torch.Tensor, sampling_value_l__16: torch.Tensor, sampling_value_l__17: torch.Tensor):
        attention_weights_17 = transpose_209.reshape(8, 1, 1029, 12)
        stack_18 = torch.stack([sampling_value_l__15, sampling_value_l__16, sampling_value_l__17], dim=-2)
        flatten_57 = stack_18.flatten(-2)
        stack_18 = None
        mul_39 = flatten_57 * attention_weights_17
        attention_weights_17 = flatten_57 = None
        sum_12 = mul_39.sum(-1)
        mul_39 = None
        output_15 = sum_12.view(1, 256, 1029)
        sum_12 = None
        transpose_210 = output_15.transpose(1, 2)
        output_15 = None
        return (transpose_210,)

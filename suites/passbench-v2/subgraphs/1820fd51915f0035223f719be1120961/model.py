import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, quantized_representation_6: torch.Tensor, getitem_5: torch.Tensor, quantized_representation_3: torch.Tensor):
        mul_63 = quantized_representation_6 * getitem_5
        quantized_representation_7 = quantized_representation_3 + mul_63
        mul_63 = None
        return (quantized_representation_7,)

import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, L_stack0_reference_boxes: torch.Tensor):
        x_3 = L_stack0_reference_boxes.clamp(min=0, max=1)
        x1 = x_3.clamp(min=0.001)
        sub = 1 - x_3
        x_3 = None
        x2 = sub.clamp(min=0.001)
        sub = None
        truediv = x1 / x2
        x1 = x2 = None
        reference_boxes_inv_sig = torch.log(truediv)
        truediv = None
        return (reference_boxes_inv_sig,)

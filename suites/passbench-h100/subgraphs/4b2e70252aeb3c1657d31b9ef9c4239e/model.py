import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, score_smooth: torch.Tensor, score_detail: torch.Tensor, L_self_modules_projector_scale: torch.Tensor):
        add_1 = score_smooth + score_detail
        item_5 = L_self_modules_projector_scale.item()
        return (add_1,)

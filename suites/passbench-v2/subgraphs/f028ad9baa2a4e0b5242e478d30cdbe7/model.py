import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_2: torch.Tensor, anchors_2: torch.Tensor, enc_outputs_class: torch.Tensor):
        enc_outputs_coord_logits = x_2 + anchors_2
        max_1 = enc_outputs_class.max(-1)
        getitem_21 = max_1[0]
        max_1 = None
        topk = torch.topk(getitem_21, 300, dim=1)
        getitem_21 = None
        topk_ind = topk[1]
        topk = None
        unsqueeze_4 = topk_ind.unsqueeze(-1)
        return (unsqueeze_4, enc_outputs_coord_logits, topk_ind)

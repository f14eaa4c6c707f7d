import torch


class GraphModule(torch.nn.Module):
    def forward(self, unsqueeze_4: torch.Tensor, enc_outputs_coord_logits: torch.Tensor, topk_ind: torch.Tensor):
        repeat = unsqueeze_4.repeat(1, 1, 4)
        reference_points_unact = enc_outputs_coord_logits.gather(dim=1, index=repeat)
        repeat = None
        enc_topk_bboxes = torch.nn.functional.sigmoid(reference_points_unact)
        unsqueeze_5 = topk_ind.unsqueeze(-1)
        return (unsqueeze_5, reference_points_unact, enc_topk_bboxes)

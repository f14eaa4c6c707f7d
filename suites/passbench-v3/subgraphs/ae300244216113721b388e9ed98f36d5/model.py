import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, text_embeds_norm: torch.Tensor, t: torch.Tensor, logit_scale: torch.Tensor):
        matmul = torch.matmul(text_embeds_norm, t)
        logits_per_text = matmul * logit_scale
        matmul = None
        logits_per_image = logits_per_text.t()
        return (logits_per_image, logits_per_text)

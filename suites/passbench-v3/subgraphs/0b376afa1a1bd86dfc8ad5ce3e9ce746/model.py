import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, text_embeds: torch.Tensor, t: torch.Tensor, logit_scale: torch.Tensor):
        matmul_4 = torch.matmul(text_embeds, t)
        logits_per_text = matmul_4 * logit_scale
        matmul_4 = None
        logits_per_image = logits_per_text.t()
        return (logits_per_image, logits_per_text)

import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, logit_scale: torch.Tensor, logits_per_text: torch.Tensor, logit_bias: torch.Tensor):
        exp = logit_scale.exp()
        mul = logits_per_text * exp
        exp = None
        logits_per_text_1 = mul + logit_bias
        mul = None
        logits_per_image = logits_per_text_1.t()
        return (logits_per_image, logits_per_text_1)

import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, image_embeds: torch.Tensor):
        norm = image_embeds.norm(dim=-1, keepdim=True)
        image_embeds_1 = image_embeds / norm
        norm = None
        return (image_embeds_1,)

import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, image_embeds: torch.Tensor):
        square_tensor = torch.pow(image_embeds, 2)
        sum_tensor = torch.sum(square_tensor, dim=-1, keepdim=True)
        square_tensor = None
        normed_tensor = torch.pow(sum_tensor, 0.5)
        sum_tensor = None
        image_embeds_1 = image_embeds / normed_tensor
        normed_tensor = None
        return (image_embeds_1,)

import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, text_embeds: torch.Tensor, image_embeds_1: torch.Tensor):
        square_tensor_1 = torch.pow(text_embeds, 2)
        sum_tensor_1 = torch.sum(square_tensor_1, dim=-1, keepdim=True)
        square_tensor_1 = None
        normed_tensor_1 = torch.pow(sum_tensor_1, 0.5)
        sum_tensor_1 = None
        text_embeds_1 = text_embeds / normed_tensor_1
        normed_tensor_1 = None
        t = image_embeds_1.t()
        to_5 = t.to(torch.device(type="cpu"))
        t = None
        return (text_embeds_1, to_5)

import torch


class GraphModule(torch.nn.Module):
    def forward(self, init_cls_token_2: torch.Tensor):
        cls_token_10 = init_cls_token_2.repeat(1, 96, 1)
        cls_token_11 = cls_token_10.reshape(96, 1, 768)
        cls_token_10 = None
        return (cls_token_11,)

import torch


class GraphModule(torch.nn.Module):
    def forward(self, init_cls_token_4: torch.Tensor):
        cls_token_20 = init_cls_token_4.repeat(1, 8, 1)
        cls_token_21 = cls_token_20.reshape(8, 1, 768)
        cls_token_20 = None
        return (cls_token_21,)

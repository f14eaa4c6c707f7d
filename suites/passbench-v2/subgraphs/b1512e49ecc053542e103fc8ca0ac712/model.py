import torch


class GraphModule(torch.nn.Module):
    def forward(self, stack_1: torch.Tensor, pos_x_1: torch.Tensor):
        pos_y_1 = stack_1.flatten(3)
        cat_3 = torch.cat((pos_y_1, pos_x_1), dim=3)
        pos_y_1 = None
        pos = cat_3.permute(0, 3, 1, 2)
        cat_3 = None
        return (pos,)

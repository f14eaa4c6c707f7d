import torch


class GraphModule(torch.nn.Module):
    def forward(self, stack_71: torch.Tensor, pos_x_7: torch.Tensor):
        pos_y_7 = stack_71.flatten(3)
        cat_67 = torch.cat((pos_y_7, pos_x_7), dim=3)
        pos_y_7 = None
        pos_3 = cat_67.permute(0, 3, 1, 2)
        cat_67 = None
        return (pos_3,)

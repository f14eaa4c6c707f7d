import torch


class GraphModule(torch.nn.Module):
    def forward(self, stack_3: torch.Tensor, pos_x_3: torch.Tensor):
        pos_y_3 = stack_3.flatten(3)
        cat_4 = torch.cat((pos_y_3, pos_x_3), dim=3)
        pos_y_3 = None
        pos_1 = cat_4.permute(0, 3, 1, 2)
        cat_4 = None
        return (pos_1,)

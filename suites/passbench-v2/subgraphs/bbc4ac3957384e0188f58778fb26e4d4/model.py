import torch


class GraphModule(torch.nn.Module):
    def forward(self, stack_7: torch.Tensor, pos_x_7: torch.Tensor):
        pos_y_7 = stack_7.flatten(3)
        cat_3 = torch.cat((pos_y_7, pos_x_7), dim=3)
        pos_y_7 = None
        pos_3 = cat_3.permute(0, 3, 1, 2)
        cat_3 = None
        prev_position_encoding_3 = pos_3.to(torch.bfloat16)
        pos_3 = None
        return (prev_position_encoding_3,)

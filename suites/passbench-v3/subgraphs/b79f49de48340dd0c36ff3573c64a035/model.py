import torch


class GraphModule(torch.nn.Module):
    def forward(self, input_29: torch.Tensor, repeat_2: torch.Tensor, reference_points_unact: torch.Tensor):
        target = input_29.gather(dim=1, index=repeat_2)
        target_1 = target.detach()
        target = None
        init_reference_points = reference_points_unact.detach()
        return (init_reference_points, target_1)

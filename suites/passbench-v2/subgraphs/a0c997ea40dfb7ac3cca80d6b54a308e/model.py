import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_15: torch.Tensor, key_20: torch.Tensor, value_20: torch.Tensor):
        x_16 = torch.nn.functional.max_pool2d(x_15, kernel_size=[2, 2], stride=[2, 2], ceil_mode=False)
        x_17 = x_16.permute(0, 2, 3, 1)
        x_16 = None
        query_23 = x_17.reshape(1, 49, 8, -1)
        x_17 = None
        query_24 = query_23.transpose(1, 2)
        query_23 = None
        key_21 = key_20.transpose(1, 2)
        value_21 = value_20.transpose(1, 2)
        return (query_24, key_21, value_21)

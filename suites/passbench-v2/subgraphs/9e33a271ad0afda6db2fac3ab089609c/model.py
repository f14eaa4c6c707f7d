import torch


class GraphModule(torch.nn.Module):
    def forward(self, x_3: torch.Tensor, key_2: torch.Tensor, value_2: torch.Tensor):
        x_4 = torch.nn.functional.max_pool2d(x_3, kernel_size=[2, 2], stride=[2, 2], ceil_mode=False)
        x_5 = x_4.permute(0, 2, 3, 1)
        x_4 = None
        query_3 = x_5.reshape(1024, 16, 2, -1)
        x_5 = None
        query_4 = query_3.transpose(1, 2)
        query_3 = None
        key_3 = key_2.transpose(1, 2)
        value_3 = value_2.transpose(1, 2)
        return (query_4, key_3, value_3)

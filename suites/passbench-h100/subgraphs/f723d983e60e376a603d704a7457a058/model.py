import torch


class GraphModule(torch.nn.Module):
    def forward(self, buffered_token_type_ids: torch.Tensor, position_ids: torch.Tensor):
        buffered_token_type_ids_1 = torch.gather(buffered_token_type_ids, dim=1, index=position_ids)
        token_type_ids = buffered_token_type_ids_1.expand(1, 128)
        buffered_token_type_ids_1 = None
        return (token_type_ids,)

import torch


class GraphModule(torch.nn.Module):
    def forward(self, patch_embeddings: torch.Tensor, L_self_modules_mgp_str_modules_embeddings_parameters_cls_token_: torch.nn.parameter.Parameter):
        flatten = patch_embeddings.flatten(2)
        patch_embeddings_1 = flatten.transpose(1, 2)
        flatten = None
        cls_tokens = L_self_modules_mgp_str_modules_embeddings_parameters_cls_token_.expand(1, -1, -1)
        embedding_output = torch.cat((cls_tokens, patch_embeddings_1), dim=1)
        patch_embeddings_1 = cls_tokens = None
        return (embedding_output,)

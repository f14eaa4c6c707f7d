import operator
import torch


class GraphModule(torch.nn.Module):
    def forward(self, embeddings_6: torch.Tensor, L_self_modules_embeddings_parameters_time_embeddings_: torch.nn.parameter.Parameter, cls_tokens_1: torch.Tensor):
        embeddings_7 = embeddings_6 + L_self_modules_embeddings_parameters_time_embeddings_
        embeddings_8 = torch.nn.functional.dropout(embeddings_7, 0.0, False, False)
        embeddings_7 = None
        view = embeddings_8.view(1, 196, 8, 768)
        embeddings_8 = None
        embeddings_9 = view.reshape(1, 1568, 768)
        view = None
        embeddings_10 = torch.cat((cls_tokens_1, embeddings_9), dim=1)
        embeddings_9 = None
        temporal_embedding = embeddings_10[(slice(None, None, None), slice(1, None, None), slice(None, None, None))]
        return (temporal_embedding, embeddings_10)

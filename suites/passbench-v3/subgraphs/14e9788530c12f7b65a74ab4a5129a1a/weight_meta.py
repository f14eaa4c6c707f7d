class Program_weight_tensor_meta_attention_probs_1:
    name = "attention_probs_1"
    shape = [1, 12, 11, 11]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.09090909060121567
    std = 0.003490719229527296
    data = None
    min_val = 0.07987631112337112
    max_val = 0.10331268608570099


class Program_weight_tensor_meta_value_layer:
    name = "value_layer"
    shape = [1, 12, 11, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.001325603137143899
    std = 0.0732491855989732
    data = None
    min_val = -0.25518542528152466
    max_val = 0.2715167701244354

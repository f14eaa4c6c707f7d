class Program_weight_tensor_meta_query_layer_10:
    name = "query_layer_10"
    shape = [1, 12, 577, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0018236615653903876
    std = 0.10889382408948682
    data = None
    min_val = -0.3674794137477875
    max_val = 0.4760071039199829


class Program_weight_tensor_meta_key_layer_10:
    name = "key_layer_10"
    shape = [1, 12, 577, 64]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0027377722548724303
    std = 0.10700182256026723
    data = None
    min_val = -0.4154669940471649
    max_val = 0.3366537094116211

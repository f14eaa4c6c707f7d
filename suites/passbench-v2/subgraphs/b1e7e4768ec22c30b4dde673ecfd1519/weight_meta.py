class Program_weight_tensor_meta_permute_4:
    name = "permute_4"
    shape = [6, 64, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.643291994319583e-05
    std = 6.519793110284852e-05
    data = None
    min_val = -0.00040967357927002013
    max_val = 0.00018957103020511568


class Program_weight_tensor_meta_attention_scores_10:
    name = "attention_scores_10"
    shape = [64, 6, 64, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.3753584461347983
    std = 1.3270743668373677
    data = None
    min_val = -4.280736923217773
    max_val = 4.968659400939941

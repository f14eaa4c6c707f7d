class Program_weight_tensor_meta_attention_output_1:
    name = "attention_output_1"
    shape = [1, 128, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0034430766985290573
    std = 0.20158680090067566
    data = None
    min_val = -0.84646075963974
    max_val = 0.9160264134407043


class Program_weight_tensor_meta_dropout_6:
    name = "dropout_6"
    shape = [1, 128, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.005848560800455371
    std = 0.027867600720063602
    data = None
    min_val = -0.11209772527217865
    max_val = 0.12070392817258835

class Program_weight_tensor_meta_attention_scores_8:
    name = "attention_scores_8"
    shape = [64, 6, 64, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -15.974575912548971
    std = 65.25142872406907
    data = None
    min_val = -196.42799377441406
    max_val = 13.390714645385742
